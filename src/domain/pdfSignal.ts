/**
 * How a /pdf page tells the server's PDF renderer (server/pdf/printPage.ts) it is done: the value of
 * `<html data-pdf-ready>`. `ready`: drawn with its pictures, print it. `missing`: the item does not exist or is not
 * published, so there is nothing to print (the renderer answers 404 at once instead of waiting out its time).
 */
export const pdfSignal = { ready: 'true', missing: 'missing' } as const;
