/**
 * The casco vehicle dialog's own strings (spec part 2 section 2.2): its title and buttons as the spec names them;
 * the fields' labels are shared/parties/vehicle's and casco's (ru.ts), the messages 5.2's.
 */
export const ruCascoVehicleDialog = {
  title: 'Авто',
  description: 'Введите VIN или гос. номер и нажмите Enter, чтобы найти ТС, или заполните данные вручную.',
  close: 'Закрыть',
  save: 'Сохранить',
  searching: 'Поиск…',
  available: 'Доступный лимит программы: {available}\u00A0тг. из {limit}\u00A0тг.',
  costHint: 'не более {limit}\u00A0тг.',
  amountDisabled: 'Сначала укажите действительную стоимость',
} as const;
