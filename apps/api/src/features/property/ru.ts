/** The sandbox's property messages (the spec's and the tariff's are core's `ruProperty`). */
export const propertyApiRu = {
  title: 'Имущество финансовых институтов',
  incomplete: {
    insurer: 'Добавьте страхователя',
    beneficiary: 'Добавьте выгодоприобретателя (банк)',
    insured: 'Добавьте хотя бы одного застрахованного',
    object: 'Добавьте хотя бы один объект страхования',
    objectFields: 'Объект страхования № {n}: заполните обязательные поля: {fields}',
    program: 'Программа страхования не соответствует продукту {product}',
  },
} as const;
