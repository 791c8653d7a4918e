/**
 * Draws a diagram as PDF (the modeller's export); the app passes it in, features stay apart.
 * Its own module so the page and the download dialog share it without importing each other.
 */
export type RenderPdf = (diagramXML: string, title: string) => Promise<Blob>;
