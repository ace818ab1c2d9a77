import { documentLabel } from '@back-office/domain/document-labels';
import { pdfmake } from '../../documents/pdf';

export interface CertificateData {
  /** The enrolment's number: the course and the person, unique together. */
  number: string;
  name: string;
  courseTitle: string;
  completedOn: string;
  issuer: string;
  language: 'en' | 'el';
}

/** A one-page landscape certificate in the learner's chosen language. */
export function renderCertificatePdf(data: CertificateData): Promise<Buffer> {
  const l = (key: Parameters<typeof documentLabel>[1], params?: Record<string, string>) =>
    documentLabel(data.language, key, params);
  const doc = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [60, 70, 60, 60],
    info: { title: `${l('certificateTitle')}: ${data.courseTitle}`, author: data.issuer },
    defaultStyle: { font: 'DejaVuSans', fontSize: 14, alignment: 'center' },
    background: () => ({
      canvas: [
        { type: 'rect', x: 24, y: 24, w: 794, h: 547, lineWidth: 3, lineColor: '#1e3a8a' },
        { type: 'rect', x: 32, y: 32, w: 778, h: 531, lineWidth: 1, lineColor: '#93c5fd' },
      ],
    }),
    content: [
      {
        text: l('certificateTitle'),
        fontSize: 34,
        bold: true,
        color: '#1e3a8a',
        margin: [0, 30, 0, 30],
      },
      { text: l('certificateCertifies'), margin: [0, 0, 0, 12] },
      { text: data.name, fontSize: 28, bold: true, margin: [0, 0, 0, 12] },
      { text: l('certificateCompleted'), margin: [0, 0, 0, 12] },
      { text: data.courseTitle, fontSize: 22, bold: true, color: '#1e3a8a', margin: [0, 0, 0, 36] },
      { text: l('certificateDate', { date: data.completedOn }), margin: [0, 0, 0, 6] },
      { text: l('certificateIssuer', { issuer: data.issuer }), margin: [0, 0, 0, 30] },
      { text: l('certificateNumber', { number: data.number }), fontSize: 9, color: '#6b7280' },
    ],
  };
  return pdfmake.createPdf(doc as never).getBuffer();
}
