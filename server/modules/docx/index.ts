/** CVs and cover letters as Word documents, for their owners. */
export { sendWordFile } from './routes';
export { wordLimit } from './limits';
export { docxModule } from './module';
export { letterDocx, sendLetterWordFile } from './letter-docx';
