/**
 * The termination flow's messages of the error catalogue (spec part 1 section 8), one copy each: the validators
 * and the machine emit them, and the screen's and the modal's strings refer to them.
 */
export const TERMINATION_INVALID = 'Заполните данные корректно';
export const TERMINATION_NO_DOCUMENT = 'Необходимо сформировать документ';
export const TERMINATION_SUCCESS = 'Договор {number} успешно обработан';
