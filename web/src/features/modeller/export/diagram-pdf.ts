import { jsPDF } from 'jspdf';
import 'svg2pdf.js';
import { A4_LANDSCAPE, pdfPlacement, svgSizeOf } from '../utils/pdf-layout';

/**
 * The diagram as a vector PDF: A4 landscape, the diagram scaled into 800×500 and
 * centred, the model name above it. jsPDF and svg2pdf.js load only when the user exports.
 */
export async function diagramPdf(svg: string, title: string): Promise<Blob> {
  const size = svgSizeOf(svg);
  const placement = pdfPlacement(size);
  const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (!element.getAttribute('width') || Number(element.getAttribute('width')) === 0) {
    element.setAttribute('width', String(size.width));
    element.setAttribute('height', String(size.height));
  }
  // svg2pdf reads computed styles, so the SVG has to be in the document while it renders.
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;width:0;height:0;overflow:hidden';
  host.append(element);
  document.body.append(host);
  try {
    const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
    pdf.setProperties({ title, creator: 'ProzessPuls' });
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(14);
    pdf.text(title, A4_LANDSCAPE.width / 2, 32, { align: 'center', maxWidth: 780 });
    await pdf.svg(element, {
      x: placement.x,
      y: placement.y,
      width: placement.width,
      height: placement.height,
    });
    return pdf.output('blob');
  } finally {
    host.remove();
  }
}
