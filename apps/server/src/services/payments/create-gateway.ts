import type { Config } from '#src/config.ts';
import type { GatewayOptions, PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Razorpay when config.razorpay (both keys) is set, else the offline sandbox (docs/product/giving.md). */
export function createGateway(
  config: Pick<Config, 'razorpay' | 'razorpayApiUrl' | 'appSecret'> & Partial<Pick<Config, 'publicUrl'>>,
  options: GatewayOptions = {},
): PaymentGateway {
  if (config.razorpay) {
    return createRazorpayGateway({ ...config.razorpay, apiUrl: config.razorpayApiUrl, ...options });
  }
  return createSandboxGateway({ appSecret: config.appSecret, publicUrl: config.publicUrl });
}
