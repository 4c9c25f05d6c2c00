import type { Degrees } from "@soracity/engine/units";

/**
 * The 適用区域 (areas of application) of the plane rectangular coordinate system, from 平面直角座標系
 * (平成十四年国土交通省告示第九号, last amended by 平成二十二年国土交通省告示第二百八十九号), as the GSI
 * publishes it at https://www.gsi.go.jp/LAW/heimencho.html.
 *
 * The notice assigns zones by prefecture, except in
 * - 北海道: by municipality and by the 所管区域 of a (総合)振興局 (zones XI, XII, XIII);
 * - 東京都, 沖縄県 and 鹿児島県: by the meridians and parallels it names (the islands of zones I and
 *   XIV to XIX). 小笠原村 spans three zones (父島 XIV, 沖ノ鳥島 XVIII, 南鳥島 XIX) and 薩摩川内市
 *   (甑島 I, the rest II) and 三島村 (黒島 I, 硫黄島 and 竹島 II) two, so these follow the notice's
 *   coordinates, not a municipality.
 *
 * The municipality codes are the 全国地方公共団体コード (JIS X 0401/0402, five digits without the check
 * digit) of the 総務省 list; the members of each 振興局 are the municipalities of its 所管区域 as of the
 * 2010 reorganisation (条例 of 北海道), including the six villages of the 北方領土 under 根室振興局.
 */

/** The zone of each prefecture (JIS X 0401 code) whose whole area, or rest, one zone covers. */
export const PREFECTURE_ZONE: Readonly<Record<string, number>> = {
  "01": 12, // 北海道 (XII: except the municipalities of XI and XIII)
  "02": 10,
  "03": 10,
  "04": 10,
  "05": 10,
  "06": 10,
  "07": 9,
  "08": 9,
  "09": 9,
  "10": 9,
  "11": 9,
  "12": 9,
  "13": 9, // 東京都 (IX: except the areas of XIV, XVIII and XIX)
  "14": 9,
  "15": 8,
  "16": 7,
  "17": 7,
  "18": 6,
  "19": 8,
  "20": 8,
  "21": 7,
  "22": 8,
  "23": 7,
  "24": 6,
  "25": 6,
  "26": 6,
  "27": 6,
  "28": 5,
  "29": 6,
  "30": 6,
  "31": 5,
  "32": 3,
  "33": 5,
  "34": 3,
  "35": 3,
  "36": 4,
  "37": 4,
  "38": 4,
  "39": 4,
  "40": 2,
  "41": 2,
  "42": 1,
  "43": 2,
  "44": 2,
  "45": 2,
  "46": 2, // 鹿児島県 (II: except the islands of I)
  "47": 15, // 沖縄県 (XV: between 126° and 130° E)
};

/** 北海道's municipalities the notice puts in zone XI (the rest of 北海道 is XII). */
const HOKKAIDO_XI: Readonly<Record<string, string>> = {
  "01202": "函館市",
  "01203": "小樽市",
  "01233": "伊達市",
  "01236": "北斗市",
  // 渡島総合振興局
  "01331": "松前町",
  "01332": "福島町",
  "01333": "知内町",
  "01334": "木古内町",
  "01337": "七飯町",
  "01343": "鹿部町",
  "01345": "森町",
  "01346": "八雲町",
  "01347": "長万部町",
  // 檜山振興局
  "01361": "江差町",
  "01362": "上ノ国町",
  "01363": "厚沢部町",
  "01364": "乙部町",
  "01367": "奥尻町",
  "01370": "今金町",
  "01371": "せたな町",
  // 後志総合振興局
  "01391": "島牧村",
  "01392": "寿都町",
  "01393": "黒松内町",
  "01394": "蘭越町",
  "01395": "ニセコ町",
  "01396": "真狩村",
  "01397": "留寿都村",
  "01398": "喜茂別町",
  "01399": "京極町",
  "01400": "倶知安町",
  "01401": "共和町",
  "01402": "岩内町",
  "01403": "泊村",
  "01404": "神恵内村",
  "01405": "積丹町",
  "01406": "古平町",
  "01407": "仁木町",
  "01408": "余市町",
  "01409": "赤井川村",
  // 胆振総合振興局のうち
  "01571": "豊浦町",
  "01575": "壮瞥町",
  "01584": "洞爺湖町",
};

/** 北海道's municipalities the notice puts in zone XIII. */
const HOKKAIDO_XIII: Readonly<Record<string, string>> = {
  "01206": "釧路市",
  "01207": "帯広市",
  "01208": "北見市",
  "01211": "網走市",
  "01223": "根室市",
  // オホーツク総合振興局のうち
  "01543": "美幌町",
  "01544": "津別町",
  "01545": "斜里町",
  "01546": "清里町",
  "01547": "小清水町",
  "01549": "訓子府町",
  "01550": "置戸町",
  "01552": "佐呂間町",
  "01564": "大空町",
  // 十勝総合振興局
  "01631": "音更町",
  "01632": "士幌町",
  "01633": "上士幌町",
  "01634": "鹿追町",
  "01635": "新得町",
  "01636": "清水町",
  "01637": "芽室町",
  "01638": "中札内村",
  "01639": "更別村",
  "01641": "大樹町",
  "01642": "広尾町",
  "01643": "幕別町",
  "01644": "池田町",
  "01645": "豊頃町",
  "01646": "本別町",
  "01647": "足寄町",
  "01648": "陸別町",
  "01649": "浦幌町",
  // 釧路総合振興局
  "01661": "釧路町",
  "01662": "厚岸町",
  "01663": "浜中町",
  "01664": "標茶町",
  "01665": "弟子屈町",
  "01667": "鶴居村",
  "01668": "白糠町",
  // 根室振興局
  "01691": "別海町",
  "01692": "中標津町",
  "01693": "標津町",
  "01694": "羅臼町",
  "01695": "色丹村",
  "01696": "泊村",
  "01697": "留夜別村",
  "01698": "留別村",
  "01699": "紗那村",
  "01700": "蘂取村",
};

const DEG_MIN = (d: number, m: number): Degrees => d + m / 60;

/** 東京都: IX, or south of 28° N: XVIII west of 140°30′ E, XIX east of 143° E, XIV between. */
function tokyoZone(lon: Degrees, lat: Degrees): number {
  if (lat >= 28) return 9;
  if (lon < DEG_MIN(140, 30)) return 18;
  return lon > 143 ? 19 : 14;
}

/** 沖縄県: XVI west of 126° E, XVII east of 130° E, XV between. */
function okinawaZone(lon: Degrees): number {
  if (lon < 126) return 16;
  return lon > 130 ? 17 : 15;
}

/**
 * 鹿児島県: I for the islands between 27° and 32° N and 128°18′ and 130° E (130°13′ E for 奄美群島, which
 * lie south of 29° N), else II. No part of the main island lies west of 130° E, so the box picks islands only.
 */
function kagoshimaZone(lon: Degrees, lat: Degrees): number {
  const inBand = lat >= 27 && lat <= 32 && lon >= DEG_MIN(128, 18);
  const east = lat < 29 ? DEG_MIN(130, 13) : 130;
  return inBand && lon <= east ? 1 : 2;
}

/**
 * The notice's zone for a municipality (5- or 6-digit 全国地方公共団体コード, or a prefecture-level code
 * such as PLATEAU's `13100` for the 23 wards) at a point inside it, or undefined for a code of no prefecture.
 * The point only matters in 東京都, 沖縄県 and 鹿児島県, where the notice draws the lines by coordinates.
 */
export function zoneOfMunicipality(cityCode: string, lon: Degrees, lat: Degrees): number | undefined {
  const code = cityCode.slice(0, 5);
  const prefecture = code.slice(0, 2);
  if (prefecture === "01") {
    if (code in HOKKAIDO_XI) return 11;
    if (code in HOKKAIDO_XIII) return 13;
  }
  if (prefecture === "13") return tokyoZone(lon, lat);
  if (prefecture === "46") return kagoshimaZone(lon, lat);
  if (prefecture === "47") return okinawaZone(lon);
  return PREFECTURE_ZONE[prefecture];
}
