/**
 * The last few dozen PDFs, least recently used out first, bounded by count and by bytes. A report
 * is downloaded right after its save (the completion e-mail renders it, then /confirm fetches it),
 * so even a small cache spares most renders.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 48,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): Buffer | undefined {
    const pdf = this.entries.get(key);
    if (pdf) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, pdf);
    }
    return pdf;
  }

  set(key: string, pdf: Buffer): void {
    if (pdf.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
