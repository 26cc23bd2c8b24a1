import { Path, Svg } from '@react-pdf/renderer';
// The platform-neutral build: the same module draws the symbol in the server's render worker and
// could in a browser (the package's root export has only node/browser conditions, no default).
import { toSVG } from 'bwip-js/browser';

export interface DataMatrixShape {
  viewBox: string;
  path: string;
}

/**
 * An ECC 200 Data Matrix of `text` as vector geometry: bwip-js draws the symbol as one SVG path
 * (with its quiet zone), which the PDF embeds as a vector, so it scans at any print resolution.
 */
export function dataMatrixShape(text: string): DataMatrixShape {
  const svg = toSVG({ bcid: 'datamatrix', text, scale: 1 });
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const path = /\sd="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox || !path) throw new Error('bwip-js returned no data-matrix path');
  return { viewBox, path };
}

export function DataMatrix({ text, size }: { text: string; size: number }) {
  const { viewBox, path } = dataMatrixShape(text);
  return (
    <Svg width={size} height={size} viewBox={viewBox}>
      <Path d={path} fill="#000000" fillRule="evenodd" />
    </Svg>
  );
}
