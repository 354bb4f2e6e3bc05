/** CVs as Word documents, for their owners. */
export { sendWordFile } from './routes';
export { wordLimit } from './limits';
export { docxModule } from './module';
