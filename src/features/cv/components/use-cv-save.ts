/**
 * The CV editor's Save: checks, then the change and a new photo written on this device at once
 * (the CV store), then sent when a network is there; what the sending came to is told truthfully
 * (on the server, waiting here, or refused, its problems marked at their fields).
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type ExternalToast } from '@/lib/toast';
import type { CvDto } from '@/domain/cv';
import { atShownRow } from '@/domain/cv-rows';
import { TIMINGS } from '@/domain/limits';
import { errorBody } from '@/lib/api-errors';
import { saveCvChange } from '@/lib/cv-store/cv-store';
import type { LocalCv } from '@/lib/cv-store/use-local-cv';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { runtimeKeys } from '@/lib/translate';
import type { TemplateLabels } from '@/templates/types';
import { placeOf } from '../editor/problem-words';
import { serverMarks } from '../editor/server-problems';
import { savedInto, type CvEditorState, type FieldMark } from '../editor/use-cv-editor';

/** Toasts while editing show at the top, clear of the save bar at the bottom. */
export const EDIT_TOAST: ExternalToast = { position: 'top-center' };
export const ERROR_TOAST: ExternalToast = { ...EDIT_TOAST, duration: TIMINGS.errorToastDurationMs };

export function useCvSave(
  local: LocalCv | null | undefined,
  editor: CvEditorState,
  uiLabels: TemplateLabels,
  sheet: RefObject<HTMLDivElement | null>,
) {
  const { t } = useTranslation('cv');
  const { t: tCommon } = useTranslation();
  const userId = useAtomValue(userIdAtom);
  /** The new photo, cropped: shown at once, kept on Save, dropped on Cancel. */
  const [newPhoto, setNewPhoto] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);
  /** The field to bring into view and focus once its problem is drawn (a new object each time). */
  const [focusRequest, setFocusRequest] = useState<{ path: string } | null>(null);

  useEffect(() => {
    if (!focusRequest || !sheet.current) return;
    const focusPath = focusRequest.path;
    const fields = [...sheet.current.querySelectorAll<HTMLElement>('[name]')];
    const field =
      fields.find((el) => el.getAttribute('name') === focusPath) ??
      fields.find((el) => el.getAttribute('name')?.startsWith(`${focusPath}.`));
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, [focusRequest, sheet]);

  /** Marks every problem at its field, focuses the first, and says it in a toast. */
  const showProblems = (marks: FieldMark[]) => {
    const onFields = marks.filter((mark) => mark.path.length > 0);
    editor.markInvalid(onFields);
    const [first] = marks;
    if (!first) return;
    if (first.path.length) setFocusRequest({ path: first.path.join('.') });
    const where = first.path.length
      ? placeOf(first.path, {
          entry: (list, n, field) => t(`editor.entry.${list}`, { n, field }),
          labels: uiLabels,
        })
      : null;
    const others = new Set(onFields.map((mark) => mark.path.join('.'))).size - 1;
    toast.error(first.message, {
      ...ERROR_TOAST,
      description: where && others > 0 ? t('editor.moreProblems', { where, count: others }) : where,
    });
  };

  const cancel = () => {
    editor.cancel();
    setNewPhoto(null);
  };

  /** The server refused the change: the editor opens again on it, each problem at its field. */
  const showRefusal = (cv: CvDto, body: unknown, message: string) => {
    editor.start(cv);
    const marks = serverMarks(errorBody(body)).map((mark) => ({
      ...mark,
      path: atShownRow({ path: [...mark.path], key: '', params: {} }, cv).path,
    }));
    showProblems(marks.length ? marks : [{ path: [], message }]);
  };

  const onSave = async () => {
    const prepared = editor.prepare();
    if (!prepared.ok) {
      if (!prepared.problems.length) return void toast.error(t('editor.nothingToSave'), EDIT_TOAST);
      return showProblems(
        prepared.problems.map((problem) => ({
          path: problem.path,
          message: runtimeKeys(tCommon)(problem.key, problem.params),
        })),
      );
    }
    if (!userId || !local || !editor.base) return;
    const { base, translations, confirmed } = editor;
    const photo = newPhoto;
    setSaving(true);
    let saved: Awaited<ReturnType<typeof saveCvChange>>;
    try {
      saved = await saveCvChange(
        userId,
        local.record.id,
        (doc) => savedInto(doc, prepared, base, translations, confirmed),
        photo,
        // On the device: edit mode ends at once, while it is sent.
        cancel,
      );
    } catch (error) {
      // The device could not keep it (storage full or blocked): the editor keeps every change.
      console.error('The CV could not be kept on this device', error);
      setSaving(false);
      return void toast.error(t('editor.keepFailed'), ERROR_TOAST);
    }
    setSaving(false);
    const { status, cv } = saved;
    // Where the app's other toasts show (the bottom): edit mode has ended with the save bar, and
    // at the top they would cover the CV page's Share and Edit for their seconds.
    if (status.state === 'saved') {
      toast.success(t('editor.saved'));
      if (photo) toast.success(t('editor.photoUploaded'));
    } else if (status.state === 'waiting') toast.success(t('editor.savedOnDevice'));
    else if (status.state === 'refused' && cv)
      showRefusal(cv, status.refusal.body, status.refusal.message);
    // A question to answer, or a CV deleted elsewhere: the page asks.
  };

  return {
    newPhoto,
    setNewPhoto,
    dirty: editor.dirty || newPhoto !== null,
    busy: saving,
    onSave: () => void onSave(),
    cancel,
  };
}
