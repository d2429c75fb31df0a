/**
 * The sections of a policy's modal, titled alike on the dashboard and in the policy list: their one owner (the
 * dashboard's ruAdmin.policy and the list's ruPolicies.modal spread them).
 */
export const ruPolicySections = {
  insurer: 'Страхователь',
  vehicles: 'Транспортные средства',
  object: 'Объект страхования',
  insureds: 'Застрахованные',
  beneficiary: 'Выгодоприобретатель',
  documents: 'Документы',
  errorType: 'Тип ошибки',
  error: 'Ошибка',
} as const;
