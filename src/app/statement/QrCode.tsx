import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code of `text` drawn as one SVG path of its dark modules (no data: URL, which the
 * content security policy would refuse), with the quiet zone the standard asks for.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * quiet, path: d };
  }, [text]);
  return (
    <svg className="statement-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
