export { LoginForm, homeFor } from './components/login-form';
export { login, useLogin, type LoginInput, type LoginResponse } from './api/login';
