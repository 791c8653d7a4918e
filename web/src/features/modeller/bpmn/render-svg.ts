import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { ppRenderModule } from './index';
import { ppModdleDescriptor } from './moddle';
import { translateModule } from './translate';

/**
 * Draws a diagram off screen exactly as the modeller does (ProzessPuls elements included) and
 * answers it as SVG, for exports without an open modeller.
 */
export async function renderDiagramSvg(xml: string): Promise<string> {
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;width:1200px;height:800px;overflow:hidden';
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const viewer = new NavigatedViewer({
    container: host,
    additionalModules: [ppRenderModule, translateModule],
    moddleExtensions: { pp: ppModdleDescriptor },
  });
  try {
    await viewer.importXML(xml);
    const { svg } = await viewer.saveSVG();
    return svg;
  } finally {
    viewer.destroy();
    host.remove();
  }
}
