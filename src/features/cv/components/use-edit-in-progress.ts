/**
 * The editor's work kept on the device as the owner types (every change within a moment, and at
 * once when the app is hidden): a reload or a killed app opens the CV in edit mode again, with the
 * new photo too. Saved or cancelled, it goes.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { cvEdits } from '@/lib/local-data/drafts';
import { useAtomValue, userIdAtom } from '@/lib/state';
import type { CvEditorState, EditInProgress } from '../editor/use-cv-editor';
import { EDIT_TOAST } from './use-cv-save';

const isEdit = (value: unknown): value is EditInProgress =>
  typeof value === 'object' && value !== null && 'working' in value && 'base' in value;

export function useEditInProgress(
  cvId: string,
  editor: CvEditorState,
  photo: { newPhoto: Blob | null; setNewPhoto: (photo: Blob | null) => void },
) {
  const { t } = useTranslation('cv');
  const userId = useAtomValue(userIdAtom);
  const owner = userId && `${userId}:${cvId}`;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  /** Whether this CV has an edit kept on the device now (only then is there one to drop). */
  const kept = useRef(false);
  const { restore, editing, dirty, base, working, translations, confirmed } = editor;
  const { newPhoto, setNewPhoto } = photo;

  useEffect(() => {
    if (!owner) return;
    let live = true;
    cvEdits
      .load(owner)
      .then((stored) => {
        if (!live) return;
        setLoadedFor(owner);
        if (!stored || !isEdit(stored.value)) return;
        kept.current = true;
        restore(stored.value);
        if (stored.photo) setNewPhoto(stored.photo);
        toast.info(t('editor.restored'), EDIT_TOAST);
      })
      // Unreadable: nothing is written over it, and the editor starts as usual.
      .catch((error: unknown) => console.error('The edit in progress could not be read', error));
    return () => {
      live = false;
    };
  }, [owner, restore, setNewPhoto, t]);

  const loaded = owner !== null && loadedFor === owner;
  useEffect(() => {
    if (!loaded || !owner) return;
    if (!editing && kept.current) return void drop(owner);
    if (!editing || !dirty || !base || !working) return;
    kept.current = true;
    cvEdits.save(owner, { base, working, translations, confirmed });
  }, [loaded, owner, editing, dirty, base, working, translations, confirmed]);

  useEffect(() => {
    if (loaded && owner && editing) cvEdits.savePhoto(owner, newPhoto);
  }, [loaded, owner, editing, newPhoto]);

  /** Leaving without saving: the edit goes from the device too. */
  return () => {
    if (owner && kept.current) void drop(owner);
  };

  /** The kept edit goes; read again at once, so the next edit is kept from its first keystroke. */
  function drop(at: string) {
    kept.current = false;
    return cvEdits.discard(at).then(() => cvEdits.load(at));
  }
}
