import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { OWNER_USERNAME_ATTRIBUTE } from '@/config/owner-name';

interface HostPrefixProps {
  /** What stands before the typed part, without its last slash (a host, or host/username). */
  host: string;
  fontWeight?: number;
  /** The most of the field's width it takes, so what is typed stays readable. */
  maxWidth?: string;
  /** On an owner screen's drawn shell: the prefix with OWNER_NAME_SLOT for the username. */
  ownerSlot?: string;
}

/** "{host}/" at the start of a field; a long prefix is cut at its start, not its end. */
export function HostPrefix({ host, fontWeight, maxWidth = '62%', ownerSlot }: HostPrefixProps) {
  return (
    <InputAdornment position="start" sx={{ mr: 0.25, flexShrink: 0, maxWidth, overflow: 'hidden' }}>
      <Typography
        component="span"
        color="text.secondary"
        noWrap
        sx={{ direction: 'rtl', textAlign: 'left', fontWeight }}
      >
        {/* Kept left-to-right inside an rtl box, so a long host is cut at its start. */}
        <bdi {...(ownerSlot && { [OWNER_USERNAME_ATTRIBUTE]: `${ownerSlot}/` })}>{`${host}/`}</bdi>
      </Typography>
    </InputAdornment>
  );
}
