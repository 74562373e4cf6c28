import { DICT_TYPE_DEVICE } from '@learnstar/shared';
import type { PrismaClient } from '../../generated/client.js';

/** The device models a warranty can be registered for (GET /user/getDictData?dictType=hs_device_type). */
const DEVICE_OPTIONS = [
  { dictValue: 'LS-T100', dictLabel: 'LearnStar Typing Pad T100', dictLabelZh: '学习星打字板 T100' },
  { dictValue: 'LS-T200', dictLabel: 'LearnStar Typing Pad T200 Pro', dictLabelZh: '学习星打字板 T200 专业版' },
  { dictValue: 'LS-D300', dictLabel: 'LearnStar Dictionary Pen D300', dictLabelZh: '学习星词典笔 D300' },
  { dictValue: 'LS-D500', dictLabel: 'LearnStar Dictionary Pen D500', dictLabelZh: '学习星词典笔 D500' },
  { dictValue: 'LS-R10', dictLabel: 'LearnStar Story Reader R10', dictLabelZh: '学习星故事阅读器 R10' },
];

export async function seedProductOptions(prisma: PrismaClient): Promise<void> {
  await prisma.dictData.createMany({
    data: DEVICE_OPTIONS.map((option, sort) => ({ ...option, dictType: DICT_TYPE_DEVICE, sort })),
  });
}
