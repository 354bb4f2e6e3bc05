/** CVs as Word documents, for their owners. */
export { docxModule } from './module';
