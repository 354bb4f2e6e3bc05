import { TemplatePreviewPage } from '@/features/templates-preview/template-preview-page';

export const Component = TemplatePreviewPage;
