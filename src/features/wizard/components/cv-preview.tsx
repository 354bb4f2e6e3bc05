/** The CV drawn read-only in its template: the wizard's draft as it is typed, or a saved CV. */
import Box from '@mui/material/Box';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvView } from '@/domain/cv';
import { toLanguage } from '@/domain/languages';
import { runtimeKeys } from '@/lib/translate';
import { useObjectUrl } from '@/lib/use-object-url';
import { buildTemplateLabels } from '@/templates/labels';
import type { Audience } from '@/templates/render-options';
import { TemplateView } from '@/templates/registry';
import { withoutBlankRows } from '@/domain/cv-rows';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';

/** A preview is for looking: its links (mail, LinkedIn…) never take the user out of the wizard. */
const keepLinksStill = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface TemplatePreviewProps {
  theme: string;
  cv: CvView;
  /** Laid out this wide (the template's wide layout) and zoomed to fit; omitted: as wide as its box. */
  layoutWidth?: number;
  /** 'public': as visitors see it, empty sections left out; 'owner' (default): says what is missing. */
  audience?: Audience;
}

/** A CV in its template, read-only, in the CV's own language. */
export function TemplatePreview({ theme, cv, layoutWidth, audience }: TemplatePreviewProps) {
  const language = toLanguage(cv.language);
  const { t } = useTranslation('templates', { lng: language });
  const labels = useMemo(() => buildTemplateLabels(runtimeKeys(t)), [t]);
  const { ref, width } = useWidth();
  const scale = layoutWidth && width ? Math.min(1, width / layoutWidth) : 1;
  return (
    <Box ref={ref} onClickCapture={keepLinksStill} sx={{ width: '100%', overflow: 'hidden' }}>
      <Box
        sx={{
          width: layoutWidth ?? '100%',
          // zoom (not transform) so the box's height follows the scaled CV.
          zoom: scale,
          visibility: layoutWidth && !width ? 'hidden' : 'visible',
        }}
      >
        <TemplateView theme={theme} cv={cv} labels={labels} audience={audience} />
      </Box>
    </Box>
  );
}

/** The draft as the CV will be made from it: blank rows are not sent, so they are not shown. */
function draftView(draft: DraftCv, photo: string | null): CvView {
  return { ...withoutBlankRows(draft), photo };
}

/** The wizard's draft as it stands, in the template chosen for it; the photo as cropped. */
export function DraftPreview({ layoutWidth }: { layoutWidth?: number }) {
  const { draft, photo } = useDraft();
  const photoUrl = useObjectUrl(photo);
  const cv = useMemo(() => (draft ? draftView(draft, photoUrl) : null), [draft, photoUrl]);
  if (!draft || !cv) return null;
  return <TemplatePreview theme={draft.theme} cv={cv} layoutWidth={layoutWidth} />;
}
