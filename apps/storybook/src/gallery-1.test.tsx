// The generated stories of every third screen machine (src/gallery.tsx; shards let two workers share them).
import { vi } from 'vitest';
import { galleryTests } from './gallery';

// pdf.js needs DOMMatrix and canvas, which jsdom lacks: the viewer gets the stand-in the PDF tests use.
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

galleryTests(1, 3);
