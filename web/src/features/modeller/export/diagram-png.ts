import { svgSizeOf } from '../utils/pdf-layout';
import { pngSize } from '../utils/png-size';

/** Loads an image from `url`; rejects when the browser cannot draw it. */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('svg not drawable'));
    image.src = url;
  });
}

/**
 * The diagram (bpmn-js saveSVG) as a PNG, drawn by the browser on a canvas at twice its size
 * (pngSize) on white, as an image viewer shows no transparency behind a diagram. Loaded only when
 * the user exports.
 */
export async function diagramPng(svg: string): Promise<Blob> {
  const size = pngSize(svgSizeOf(svg));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
