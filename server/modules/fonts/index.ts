/** The CV typefaces' files, served by us. */
export { fontsModule } from './module';
export { createFontFiles, type FontFiles } from './font-files';
