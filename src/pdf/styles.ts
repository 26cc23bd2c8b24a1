import { StyleSheet } from '@react-pdf/renderer';
import { BRAND_COLOR } from './Logo.tsx';

/** Side of the data matrix in points (about 20 mm: at 26 x 26 modules, 0.8 mm a module). */
export const DATA_MATRIX_SIZE = 58;
const HEADER_HEIGHT = DATA_MATRIX_SIZE + 8;

/** A4 in points, with room above and below for the header and footer every page repeats. */
export const PAGE_PADDING = { top: 22 + HEADER_HEIGHT + 14, bottom: 56, horizontal: 42 } as const;

export const styles = StyleSheet.create({
  // The font family is the document's own (see fonts.ts), set on the page by SummaryDocument.
  page: {
    fontSize: 9,
    // No lineHeight anywhere: in react-pdf 4.9 a unitless one made rows about three lines tall and
    // made the fixed footer vanish; the font's own line spacing reads well.
    color: '#1a1a1a',
    paddingTop: PAGE_PADDING.top,
    paddingBottom: PAGE_PADDING.bottom,
    paddingHorizontal: PAGE_PADDING.horizontal,
  },
  header: {
    position: 'absolute',
    top: 22,
    left: PAGE_PADDING.horizontal,
    right: PAGE_PADDING.horizontal,
    height: HEADER_HEIGHT,
    flexDirection: 'row',
    alignItems: 'center',
    borderBottomWidth: 1,
    borderBottomColor: BRAND_COLOR,
    paddingBottom: 6,
  },
  headerText: { flexGrow: 1, flexShrink: 1, marginLeft: 10, paddingRight: 10 },
  title: { fontSize: 14, fontWeight: 700, color: BRAND_COLOR, marginBottom: 2 },
  headerLine: { fontSize: 9, color: '#444444' },
  draftNotice: {
    borderWidth: 1.5,
    borderColor: '#b00020',
    color: '#b00020',
    padding: 8,
    marginBottom: 12,
    fontWeight: 700,
  },
  watermark: {
    position: 'absolute',
    top: 360,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 96,
    fontWeight: 700,
    color: '#b00020',
    opacity: 0.12,
    transform: 'rotate(-40deg)',
  },
  tableEnd: { height: 12 },
  tableTitle: {
    backgroundColor: BRAND_COLOR,
    color: '#ffffff',
    fontWeight: 700,
    fontSize: 10,
    paddingVertical: 4,
    paddingHorizontal: 6,
  },
  subheading: {
    fontWeight: 700,
    color: BRAND_COLOR,
    paddingTop: 6,
    paddingBottom: 2,
    paddingHorizontal: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: '#c9d6e3',
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: '#dddddd',
    paddingVertical: 3,
    paddingHorizontal: 6,
  },
  declarationStatement: { fontWeight: 700, paddingVertical: 4, paddingHorizontal: 6 },
  declarationText: { fontSize: 8, color: '#333333', paddingTop: 3, paddingHorizontal: 6 },
  label: { width: '36%', paddingRight: 8, color: '#444444' },
  value: { width: '64%' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE_PADDING.horizontal,
    right: PAGE_PADDING.horizontal,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: '#555555',
    borderTopWidth: 0.5,
    borderTopColor: '#999999',
    paddingTop: 4,
  },
});
