/** What a hiring system reads from a CV's PDF: the owner's ATS check. */
export { atsModule } from './module';
