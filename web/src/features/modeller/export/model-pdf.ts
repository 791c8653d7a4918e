/**
 * A stored model's diagram as the same PDF the modeller exports (A4 landscape),
 * without opening the modeller. bpmn-js, jsPDF and svg2pdf.js load only when it is called.
 */
export async function modelPdf(xml: string, title: string): Promise<Blob> {
  const [{ renderDiagramSvg }, { diagramPdf }] = await Promise.all([
    import('../bpmn/render-svg'),
    import('./diagram-pdf'),
  ]);
  return diagramPdf(await renderDiagramSvg(xml), title);
}
