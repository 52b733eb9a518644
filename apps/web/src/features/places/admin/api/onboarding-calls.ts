import type { CallBody } from '@app/domain/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const checkSlug = (slug: string) => api.call('onboarding/checkslug', { slug });

export const createPlace = (body: CallBody<'onboarding/createplace'>) => api.call('onboarding/createplace', body);
export const useCreatePlace = () => useMutation({ mutationFn: createPlace });
