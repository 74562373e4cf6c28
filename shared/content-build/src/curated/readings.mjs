// Reviewed readings for HSK 1–4 words that CC-CEDICT gives more than one lower-case reading.
// The build fails if an ambiguous word is missing here, so every polyphone is a decision.
// The reading is the one the HSK list means (的 as the particle, 长 as "long", 东西 as "thing").
export const READING_OVERRIDES = {
  的: 'de5', 了: 'le5', 好: 'hao3', 这: 'zhe4', 会: 'hui4', 吗: 'ma5', 说: 'shuo1', 那: 'na4',
  都: 'dou1', 个: 'ge4', 和: 'he2', 上: 'shang4', 看: 'kan4', 呢: 'ne5', 听: 'ting1', 大: 'da4',
  东西: 'dong1 xi5', 哪: 'na3', 几: 'ji3', 喝: 'he1', 写: 'xie3', 号: 'hao4', 喂: 'wei4',
  少: 'shao3', 多少: 'duo1 shao5', 读: 'du2', 六: 'liu4', 猫: 'mao1', 要: 'yao4', 吧: 'ba5',
  还: 'hai2', 给: 'gei3', 过: 'guo4', 得: 'de5', 着: 'zhe5', 别: 'bie2', 告诉: 'gao4 su5',
  比: 'bi3', 长: 'chang2', 女: 'nü3', 远: 'yuan3', 妻子: 'qi1 zi5', 离: 'li2', 洗: 'xi3',
  红: 'hong2', 累: 'lei4', 好吃: 'hao3 chi1', 便宜: 'pian2 yi5', 啊: 'a5', 把: 'ba3',
  只: 'zhi3', 为: 'wei4', 起来: 'qi3 lai5', 更: 'geng4', 地: 'de5', 地方: 'di4 fang5', 发: 'fa1',
  种: 'zhong3', 过去: 'guo4 qu4', 难: 'nan2', 故事: 'gu4 shi5', 万: 'wan4', 分: 'fen1',
  教: 'jiao1', 脚: 'jiao3', 差: 'cha4', 鸟: 'niao3', 骑: 'qi2', 角: 'jiao3', 胖: 'pang4',
  南: 'nan2', 绿: 'lü4', 草: 'cao3', 干: 'gan4', 当: 'dang1', 行: 'xing2', 与: 'yu3',
  弄: 'nong4', 场: 'chang3', 呀: 'ya5', 底: 'di3', 俩: 'lia3', 拉: 'la1', 结果: 'jie2 guo3',
  当时: 'dang1 shi2', 无: 'wu2', 倒: 'dao4', 提: 'ti2', 重: 'zhong4', 转: 'zhuan3', 台: 'tai2',
  生意: 'sheng1 yi5', 假: 'jia3', 空: 'kong1', 节: 'jie2', 赚: 'zhuan4', 好处: 'hao3 chu5',
  趟: 'tang4', 脏: 'zang1', 省: 'sheng3', 重点: 'zhong4 dian3', 页: 'ye4', 汤: 'tang1',
  大夫: 'dai4 fu5', 汗: 'han4',
  // parts of HSK phrases CC-CEDICT lacks (打篮球 = 打 + 篮球)
  打: 'da3', 弹: 'tan2',
};
