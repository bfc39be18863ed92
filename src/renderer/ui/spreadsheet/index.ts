export { readSpreadsheet, writeXlsx, type Cell, type SheetData } from './spreadsheet';
export { usePagedExport, type ExportPage, type ExportState, type PagedExportOptions } from './usePagedExport';
export { ExportProgress } from './ExportProgress';
