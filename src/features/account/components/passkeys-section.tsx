/**
 * The account page's passkeys: add one (the browser makes it, the server stores it), and the list
 * with when each was added and last used, to rename or remove.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FORM_ERROR, type ZodForm } from '@/components/form';
import type { PasskeyDto } from '@/domain/passkeys';
import { readFailure } from '@/lib/api-errors';
import { passkeysSupported, passkeyTrouble, type PasskeyTrouble } from '@/lib/passkeys';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { accountWords } from './account-words';
import { usePasswordAsked } from './owner-proof';
import { lazyWhenOpened } from '@/components/lazy-when-opened';

/** The passkeys' dialogs load at their first opening: one module, fetched once. */
const dialogs = () => import('./passkey-dialogs');
const PasskeyPasswordDialog = lazyWhenOpened(async () => (await dialogs()).PasskeyPasswordDialog);
const RenamePasskeyDialog = lazyWhenOpened(async () => (await dialogs()).RenamePasskeyDialog);
const RemovePasskeyDialog = lazyWhenOpened(async () => (await dialogs()).RemovePasskeyDialog);

const actions = ['rename', 'remove'] as const;
type Editing = { passkey: PasskeyDto; action: (typeof actions)[number] } | null;

function PasskeyItem({ passkey, onEdit }: { passkey: PasskeyDto; onEdit: (e: Editing) => void }) {
  const { t, i18n } = useTranslation('account');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack component="li" spacing={0.5} useFlexGap sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('passkeys.added', { date: date(passkey.created_at) })}
        {' · '}
        {passkey.last_used_at
          ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) })
          : t('passkeys.neverUsed')}
      </Typography>
      {passkey.user_verified ? null : (
        <Alert severity="warning" role="status">
          {t('passkeys.unverified')}
        </Alert>
      )}
      {/* Text buttons pulled left, so their words line up with the name above. */}
      <Stack direction="row" spacing={1} sx={{ ml: -1 }}>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            color={action === 'remove' ? 'error' : 'primary'}
            onClick={() => onEdit({ passkey, action })}
            aria-label={t(`passkeys.${action}Named`, { name: passkey.name })}
            sx={{ minHeight: 44, minWidth: 0, px: 1 }}
          >
            {t(`passkeys.${action}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

export function PasskeysSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const list = usePasskeys();
  const add = useAddPasskey();
  const [trouble, setTrouble] = useState<PasskeyTrouble | 'reauth' | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const passwordAsked = usePasswordAsked(hasPassword);

  const start = async (password?: string, form?: ZodForm<{ value: string }, { value: string }>) => {
    setTrouble(null);
    if (!(await passkeysSupported())) return setTrouble('unsupported');
    add.mutate(password === undefined ? {} : { password }, {
      onSuccess: (passkey) => {
        setAskPassword(false);
        if (!passkey) return setTrouble('cancelled');
        toast.success(t('passkeys.addedToast', { name: passkey.name }));
      },
      onError: (error) => {
        const known = passkeyTrouble(error);
        if (known) {
          setAskPassword(false);
          return setTrouble(known);
        }
        const failure = readFailure(error, accountWords(t, t('passkeys.addFailed')), ['password']);
        if (failure.errorCode === 'reauth_required') return setTrouble('reauth');
        // A sign-in some time ago: the password proves it is still the owner.
        if (failure.fields.password && hasPassword) {
          if (form && password) form.setError('value', { message: failure.fields.password });
          return setAskPassword(true);
        }
        if (form) return form.setError(FORM_ERROR, { message: failure.text });
        toast.error(t('passkeys.addFailed'), { description: failure.text });
      },
    });
  };

  /** The button: the password first when this session's proof asks for it, else the ceremony. */
  const begin = async () => {
    setTrouble(null);
    if (!(await passkeysSupported())) return setTrouble('unsupported');
    if (passwordAsked) return setAskPassword(true);
    await start();
  };

  const passkeys = list.data ?? [];
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('passkeys.text')}</Typography>
      {trouble ? (
        <Alert severity={trouble === 'cancelled' ? 'info' : 'warning'} role="status">
          {t(`passkeys.trouble.${trouble}`)}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        onClick={() => void begin()}
        loading={add.isPending && !askPassword}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('passkeys.add')}
      </Button>
      {list.isPending ? (
        <Skeleton variant="text" width="60%" aria-label={t('loading')} />
      ) : passkeys.length ? (
        <Stack
          component="ul"
          aria-label={t('passkeys.listLabel')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onEdit={setEditing} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('passkeys.none')}
        </Typography>
      )}
      <PasskeyPasswordDialog
        open={askPassword}
        onClose={() => setAskPassword(false)}
        pending={add.isPending}
        onPassword={(password, form) => void start(password, form)}
      />
      {editing?.action === 'rename' ? (
        <RenamePasskeyDialog passkey={editing.passkey} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.action === 'remove' ? (
        <RemovePasskeyDialog
          passkey={editing.passkey}
          hasPassword={hasPassword}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
