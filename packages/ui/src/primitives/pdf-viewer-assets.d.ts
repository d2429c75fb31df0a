// Vite turns `?url` imports into the URL of the emitted asset (the pdf.js worker of pdf-viewer-impl.tsx).
declare module '*?url' {
  const url: string;
  export default url;
}
