import { AgreementModal } from '@sakta/ui';
import { IDLE_CODE_VIEW, selectDocumentView, type DocumentSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';
import { agreementModalHandlers } from '../handlers';

/** The shared document (a PDF fetched by its request) as the agreement's modal shows it. */
export default statesOf('document', {
  component: AgreementModal,
  args: {
    agreement: {
      id: 7,
      title: 'Регламент продаж ОГПО ВТС',
      description: 'Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС',
      status: 0,
      created: '2026-11-20 10:00:00',
    },
    code: IDLE_CODE_VIEW,
    ...agreementModalHandlers(),
  },
  view: (s: DocumentSnapshot) => ({ document: selectDocumentView(s) }),
  parameters: { layout: 'fullscreen' },
});
