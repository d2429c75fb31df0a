import { ApiError } from '../../../shared/api/errors';
import { loginMachine } from '../login.machine';
import { demoGrant } from '../../../shared/testing/fixtures';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
/** Login: the production machine; the `login` call never settles, its answers are events of the model. */
export const loginModel = {
  name: 'login',
  machine: loginMachine.provide({ actors: { login: neverSettles() } }),
  events: [
    { type: 'CHANGE', field: 'iin', value: '' },
    { type: 'CHANGE', field: 'iin', value: '12345' },
    { type: 'CHANGE', field: 'iin', value: '9001 0130-0017' },
    { type: 'CHANGE', field: 'iin', value: '9001013000171234' },
    { type: 'CHANGE', field: 'password', value: '' },
    { type: 'CHANGE', field: 'password', value: '12345678' },
    { type: 'CHANGE', field: 'password', value: '123456789' },
    { type: 'CHANGE', field: 'apc', value: '' },
    { type: 'CHANGE', field: 'apc', value: 'ab-12 C!' },
    { type: 'SUBMIT' },
    doneEvent('login', demoGrant),
    errorEvent('login', ApiError.rejected(['Неверный ИИН или пароль'], 200)),
    errorEvent('login', ApiError.rejected(['Пользователь заблокирован', 'Обратитесь к администратору'], 200)),
    errorEvent('login', new TypeError('Failed to fetch')),
  ],
} satisfies MachineModel<typeof loginMachine>;
