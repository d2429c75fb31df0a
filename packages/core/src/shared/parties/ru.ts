/** The strings every party dialog shares (spec part 2 section 5.1). */
export const ruParties = {
  /** Beside an empty required field. */
  required: 'Обязательное поле',
};
