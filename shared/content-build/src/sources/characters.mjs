// Radical and stroke count per character in the school convention (cnchar: 爸 → 父),
// with Unihan as the fallback for the characters cnchar leaves without a radical (刀, 死 …).
import cnchar from 'cnchar';
import order from 'cnchar-order';
import radical from 'cnchar-radical';
import { loadKangxiRadicals, loadUnihan } from './unihan.mjs';

cnchar.use(order, radical);

export function createCharacterInfo() {
  const unihan = loadUnihan();
  const kangxi = loadKangxiRadicals();

  /** @param {string} char */
  return function characterInfo(char) {
    const fields = unihan.get(char) ?? {};
    const [found] = cnchar.radical(char);
    let radicalChar = found?.radical || '';
    let unihanRadical = '';
    if (fields.kRSUnicode) {
      // "167'.6" is radical 167 in its simplified form (钅); CJKRadicals lists both forms.
      const number = fields.kRSUnicode.split(' ')[0].split('.')[0];
      unihanRadical = kangxi.get(number) ?? kangxi.get(number.replace(/'+$/, '')) ?? '';
    }
    radicalChar ||= unihanRadical;
    const cncharStrokes = Number(cnchar.stroke(char));
    const unihanStrokes = Number((fields.kTotalStrokes ?? '').split(' ')[0]);
    const strokes = cncharStrokes > 0 ? cncharStrokes : unihanStrokes;
    if (!radicalChar || !strokes) throw new Error(`no radical or stroke count for ${char}`);
    const gradeLevel = fields.kGradeLevel ? Number(fields.kGradeLevel) : undefined;
    return { radical: radicalChar, unihanRadical, strokes, unihanStrokes, gradeLevel };
  };
}
