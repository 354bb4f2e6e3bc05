/**
 * The Word reader in a worker of its own: a hostile file (a zip bomb, XML nested to no end) costs
 * this worker's time, never the page's, and the page ends it when it takes too long.
 */
import { docxLines } from '@/domain/cv-file/docx-lines';

self.onmessage = (event: MessageEvent<Uint8Array>) => {
  self.postMessage(docxLines(event.data));
};
