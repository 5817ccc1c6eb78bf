import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useSession } from 'shared-ui';
import { networkError, requests, serve, testConfig } from 'shared-ui/testing';
import { renderAuthAt } from '../testing/render-auth';

const renderAt = renderAuthAt;

const visible = (texts: string[]) => {
  for (const text of texts) expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0);
};

beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

describe('auth screens in Spanish', () => {
  it('login, sign-up and recovery', async () => {
    const u = userEvent.setup();
    serve({ 'POST /api/login': networkError });
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    visible(['Usuario', 'Contraseña', '¿Olvidó su usuario?', '¿Olvidó su contraseña?', '¿No tiene una cuenta?', 'Regístrese']);
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Por favor, complete todos los campos.');
    await u.type(screen.getByLabelText('Usuario'), 'casey');
    await u.type(screen.getByLabelText('Contraseña'), 'x');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usuario, contraseña o código de invitación no válidos');
    expect(requests[0]?.headers['accept-language']).toBe('es');

    await u.click(screen.getByRole('button', { name: 'Regístrese' }));
    expect(screen.getByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    visible([
      'Código de invitación',
      'Correo electrónico',
      'Nombre',
      'Apellido',
      'Número de teléfono',
      '10 dígitos, solo números',
      '¿Ya tiene una cuenta?',
    ]);
    await u.type(screen.getByLabelText('Contraseña'), 'abc');
    visible(['Seguridad de la contraseña: Débil']);
    await u.type(screen.getByLabelText('Contraseña'), 'Def1');
    visible(['Seguridad de la contraseña: Fuerte']);
    for (const label of ['Usuario', 'Código de invitación', 'Nombre', 'Apellido', 'Número de teléfono'])
      await u.type(screen.getByLabelText(label), '5551234567');
    await u.type(screen.getByLabelText('Correo electrónico'), 'bad');
    await u.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(screen.getByRole('alert').textContent).toBe('Correo electrónico no válido');

    await u.click(screen.getByRole('button', { name: 'Inicie sesión' }));
    await u.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByRole('heading', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
    visible(['Ingrese el correo electrónico de su cuenta.', 'Enviar correo', 'Cancelar']);
    await u.click(screen.getByRole('button', { name: 'Cancelar' }));
    await u.click(screen.getByRole('button', { name: '¿Olvidó su usuario?' }));
    expect(screen.getByRole('heading', { name: 'Olvidé mi usuario' })).toBeInTheDocument();
  });

  it('phone verification', async () => {
    serve({
      'GET /api/config': [200, testConfig()],
      'POST /api/verify-phone': [200, { message: 'ok' }],
    });
    useSession.getState().setPendingPhone('5551234567');
    renderAt('/sms-verify');
    expect(screen.getByRole('heading', { name: 'Verifique su teléfono' })).toBeInTheDocument();
    visible(['Enviamos un código de verificación por SMS al (555) 123-4567.', 'Código SMS', 'Verificar código', 'Reenviar código']);
    await userEvent.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El código es obligatorio.');
    expect(await screen.findByText('¡Código de verificación enviado con éxito!', {}, { timeout: 3000 })).toBeInTheDocument();
    visible(['Reenviar en 45s']);
  });

  it('reset password', async () => {
    renderAt('/change-password/tok');
    expect(screen.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeInTheDocument();
    visible(['Contraseña nueva', 'Confirmar contraseña nueva', 'Establecer contraseña nueva']);
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'a');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña nueva'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Establecer contraseña nueva' }));
    expect(screen.getByRole('alert').textContent).toBe('Las contraseñas deben coincidir');
  });
});
