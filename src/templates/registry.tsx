/** Which component draws which theme, shared by the app and the server's public-page render. */
import { createElement, useEffect, type ComponentType } from 'react';
import { resolveTheme, type Theme } from '@/domain/cv';
import { TemplateB, TemplateD } from './template-sidebar';
import { TemplateC } from './template-c';
import { TemplateE } from './template-e';
import { TemplateA, TemplateF } from './template-one-column';
import { TemplateG } from './template-g';
import { TemplateH } from './template-h';
import { AudienceContext, FallbacksContext, type Audience, type Fallbacks } from './render-options';
import type { TemplateProps } from './types';

export const TEMPLATES: Record<Theme, ComponentType<TemplateProps>> = {
  templateA: TemplateA,
  templateB: TemplateB,
  templateC: TemplateC,
  templateD: TemplateD,
  templateE: TemplateE,
  templateF: TemplateF,
  templateG: TemplateG,
  templateH: TemplateH,
};

/** The component for a theme (unknown themes fall back to templateA), or null if none exists. */
export function renderTheme(theme: string | null | undefined): ComponentType<TemplateProps> | null {
  return TEMPLATES[resolveTheme(theme)] ?? null;
}

export function MissingTheme({ theme }: { theme: string | null | undefined }) {
  // Effects run only in the browser, so the server render stays quiet.
  useEffect(() => {
    console.error(`Invalid or missing theme: ${theme ?? ''}`);
  }, [theme]);
  return <p role="alert">Invalid or missing theme: {theme ?? ''}</p>;
}

/** Which templates show the CV's photo (the pickers say which do not). */
export const SHOWS_PHOTO: Record<Theme, boolean> = {
  templateA: false,
  templateB: true,
  templateC: true,
  templateD: true,
  templateE: true,
  templateF: false,
  templateG: true,
  templateH: true,
};

/**
 * The CV in the template its theme names. `audience` 'public' (the public page, the preview) leaves
 * empty sections out; the owner's page (the default) shows what is still missing.
 */
export function TemplateView({
  theme,
  cv,
  labels,
  audience = 'owner',
  fallbacks = null,
}: {
  theme: string | null | undefined;
  audience?: Audience;
  /** A version in another language: its texts shown in the main language, not yet translated. */
  fallbacks?: Fallbacks | null;
} & TemplateProps) {
  const template = renderTheme(theme);
  // createElement, not <Template>: the component comes from a fixed table, not made per render.
  return template ? (
    <AudienceContext.Provider value={audience}>
      <FallbacksContext.Provider value={fallbacks}>
        {createElement(template, { cv, labels })}
      </FallbacksContext.Provider>
    </AudienceContext.Provider>
  ) : (
    <MissingTheme theme={theme} />
  );
}
