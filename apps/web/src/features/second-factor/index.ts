export { LoginSecondStep } from './components/login-second-step.tsx'
