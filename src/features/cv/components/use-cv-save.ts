/**
 * The CV editor's Save: checks, the fields' patch (If-Match), then a new photo, problems marked at
 * their fields, and the choice when someone else saved a newer version in between.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isAxiosError } from 'axios';
import { toast, type ExternalToast } from 'sonner';
import type { CvDto } from '@/domain/cv';
import { atShownRow } from '@/domain/cv-rows';
import { TIMINGS } from '@/domain/limits';
import { errorBody, toApiFailure } from '@/lib/api-errors';
import { runtimeKeys } from '@/lib/translate';
import type { TemplateLabels } from '@/templates/types';
import { newerVersionOf, useEditCv, useUploadCvPhoto } from '@/api/cv-queries';
import { placeOf } from '../editor/problem-words';
import { serverMarks } from '../editor/server-problems';
import {
  prepareSave,
  type CvEditorState,
  type FieldMark,
  type Prepared,
} from '../editor/use-cv-editor';

/** Editor toasts show at the top, clear of the save bar at the bottom. */
export const EDIT_TOAST: ExternalToast = { position: 'top-center' };
export const ERROR_TOAST: ExternalToast = { ...EDIT_TOAST, duration: TIMINGS.errorToastDurationMs };

export function useCvSave(
  cvId: string,
  editor: CvEditorState,
  uiLabels: TemplateLabels,
  sheet: RefObject<HTMLDivElement | null>,
) {
  const { t } = useTranslation('cv');
  const { t: tCommon } = useTranslation();
  const save = useEditCv(cvId);
  const upload = useUploadCvPhoto(cvId);
  /** The new photo, cropped: shown at once, sent only on Save, dropped on Cancel. */
  const [newPhoto, setNewPhoto] = useState<Blob | null>(null);
  const [conflict, setConflict] = useState<CvDto | null>(null);
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

  const submit = (prepared: Prepared) => {
    if (!prepared.ok) {
      if (!prepared.problems.length) return void toast.error(t('editor.nothingToSave'), EDIT_TOAST);
      return showProblems(
        prepared.problems.map((problem) => ({
          path: problem.path,
          message: runtimeKeys(tCommon)(problem.key, problem.params),
        })),
      );
    }
    const photo = newPhoto;
    const done = () => {
      setConflict(null);
      cancel();
      toast.success(t('editor.saved'), EDIT_TOAST);
    };
    // Last, with no If-Match: the photo never meets a version the fields' save moved on.
    const sendPhoto = () => {
      if (!photo) return done();
      upload.mutate(photo, {
        onSuccess: () => {
          done();
          toast.success(t('editor.photoUploaded'), EDIT_TOAST);
        },
        onError: (error) => {
          console.error('Photo upload failed', error);
          toast.error(t('editor.photoFailed'), ERROR_TOAST);
        },
      });
    };
    // Nothing changed: nothing to send, and no reason to disturb a newer version elsewhere.
    if (!Object.keys(prepared.patch).length) return sendPhoto();
    save.mutate(
      { patch: prepared.patch, version: prepared.version },
      {
        onSuccess: (updated) => {
          // The fields are saved; if the photo then fails, it waits for the next Save.
          if (photo) editor.start(updated);
          sendPhoto();
        },
        onError: (error) => {
          const newer = newerVersionOf(error);
          if (newer) return setConflict(newer);
          setConflict(null);
          const failure = toApiFailure(error);
          if (failure.kind !== 'http' || failure.status !== 400)
            return void toast.error(t('editor.saveFailed'), ERROR_TOAST);
          const marks = serverMarks(
            errorBody(isAxiosError(error) ? error.response?.data : null),
          ).map((mark) => ({
            ...mark,
            path: editor.working
              ? atShownRow({ path: [...mark.path], key: '', params: {} }, editor.working).path
              : mark.path,
          }));
          if (marks.length) showProblems(marks);
          else toast.error(failure.parsed.text, ERROR_TOAST);
        },
      },
    );
  };

  const onSave = () => submit(editor.prepare());

  const loadNewer = (newer: CvDto) => {
    editor.rebaseOn(newer, false);
    setConflict(null);
    toast.info(t('editor.conflict.merged'), EDIT_TOAST);
  };

  const keepMine = (newer: CvDto) => {
    const next = editor.rebaseOn(newer, true);
    if (next) submit(prepareSave(next.base, next.working));
  };

  return {
    newPhoto,
    setNewPhoto,
    conflict,
    dirty: editor.dirty || newPhoto !== null,
    busy: save.isPending || upload.isPending,
    saving: save.isPending,
    onSave,
    cancel,
    loadNewer,
    keepMine,
  };
}
