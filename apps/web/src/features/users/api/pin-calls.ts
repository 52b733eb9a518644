import type { CallBody } from '@app/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// SMS codes: phone validation and the forgot-password flow.

export const sendValidationPin = () => api.call('sendvalidationpin', {});
export const resendValidationPin = () => api.call('resentvalidationpin', {});
export const validatePhoneNumber = (body: CallBody<'validatephonenumber'>) => api.call('validatephonenumber', body);
export const useValidatePhoneNumber = () => useMutation({ mutationFn: validatePhoneNumber });

export const resetPasswordSms = (body: CallBody<'resetpasswordsms'>) => api.call('resetpasswordsms', body);
export const useResetPasswordSms = () => useMutation({ mutationFn: resetPasswordSms });
