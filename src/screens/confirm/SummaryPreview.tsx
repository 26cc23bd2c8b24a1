import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

// pdf.js's worker is bundled with the app and fetched only when this screen loads it (react-pdf
// wants it set in the module that renders its components).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * The first page of the summary PDF, as a picture of what the download holds; `file` is the PDF
 * as downloaded (null while it comes).
 */
export default function SummaryPreview({ file }: { file: Blob | null }) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  // The PDF shown, which follows `url` (the page's language) once the one loading has loaded:
  // pdf.js answers a document dropped while it loads with an uncaught "Worker was terminated"
  // (react-pdf #1062), which a quick switch of language on this page would cause.
  const [shown, setShown] = useState(file);
  const loading = useRef(file !== null);
  const wanted = useRef(file);
  if (file) wanted.current = file;
  const showWanted = () => {
    loading.current = wanted.current !== shown;
    if (loading.current) setShown(wanted.current);
  };
  useEffect(() => {
    if (file && !loading.current && file !== shown) showWanted();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new file starts showing it; the rest is read through refs as the document loads
  }, [file]);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.min(600, Math.floor(entry!.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    // The picture repeats what the text above says and the PDF holds: hidden from screen readers.
    <div ref={frame} className="pdf-preview" aria-hidden="true">
      {shown ? (
        <Document
          file={shown}
          onLoadSuccess={showWanted}
          onLoadError={showWanted}
          loading={<p>{t`Pripravujeme náhľad súhrnu…`}</p>}
          error={<p>{t`Náhľad sa nepodarilo zobraziť. Súhrn si môžete stiahnuť tlačidlom nižšie.`}</p>}
        >
          {width && <Page pageNumber={1} width={width} renderTextLayer={false} renderAnnotationLayer={false} />}
        </Document>
      ) : (
        <p>{t`Pripravujeme náhľad súhrnu…`}</p>
      )}
    </div>
  );
}
