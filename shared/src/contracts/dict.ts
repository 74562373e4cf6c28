import { z } from 'zod';
import { DICT_TYPE_DEVICE } from '../constants.js';

/** GET /api/user/getDictData?dictType=hs_device_type (SPEC §7). */
export const getDictDataQuerySchema = z.object({
  dictType: z.literal(DICT_TYPE_DEVICE, { error: 'unknownDictType' }),
});
export type GetDictDataQuery = z.infer<typeof getDictDataQuerySchema>;

/** Product option of SPEC §3. */
export const productOptionSchema = z.object({
  dictLabel: z.string(),
  /** The Chinese label; the client shows it when the interface is in Chinese. */
  dictLabelZh: z.string().optional(),
  dictValue: z.string(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;
