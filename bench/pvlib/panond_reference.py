"""pvlib's reading of the PVsyst fixtures, for the reader's validation test
(tests/shared/catalogue/pvsyst-fixtures.test.ts copies these numbers and names this script).

Run with pvlib from source (as on the project's machines):

    PYTHONPATH=/work/pvlib-src /usr/bin/python3 bench/pvlib/panond_reference.py ../shared/fixtures/pvsyst

It prints, as JSON, the values `pvlib.iotools.read_panond` reads for the keys the product maps,
in PVsyst's own units (the OND with encoding utf-8-sig, as pvlib's docs say).
"""

import json
import sys
from pathlib import Path

from pvlib.iotools import read_panond

PAN = "ET-M772BH550GL.PAN"
OND = "CPS SCH275KTL-DO-US-800-250kW_275kVA_1.OND"

MODULE_KEYS = ["Version", "Technol", "NCelS", "NCelP", "NDiode", "PNom", "Voc", "Isc", "Vmp",
               "Imp", "muISC", "muVocSpec", "muPmpReq", "VMaxIEC", "BifacialityFactor"]
COMMERCIAL_KEYS = ["Manufacturer", "Model", "Width", "Height", "Depth", "Weight"]
CONVERTER_KEYS = ["PNomConv", "PMaxOUT", "VOutConv", "VMppMin", "VMPPMax", "VAbsMax", "EfficMax",
                  "EfficEuro", "FResNorm", "MonoTri", "PNomDC", "PMaxDC", "IMaxDC", "IMaxAC"]
INVERTER_KEYS = ["Version", "NbInputs", "NbMPPT", "Transfo"]


def pick(block, keys):
    return {key: block[key] for key in keys if key in block}


def main(folder):
    module = read_panond(Path(folder) / PAN)["PVObject_"]
    profile = module["PVObject_IAM"]["IAMProfile"]
    points = [profile[f"Point_{n}"] for n in range(1, profile["NPtsEff"] + 1)]
    inverter = read_panond(Path(folder) / OND, encoding="utf-8-sig")["PVObject_"]
    print(json.dumps({
        "module": {**pick(module, MODULE_KEYS),
                   **pick(module["PVObject_Commercial"], COMMERCIAL_KEYS),
                   "IAMProfile": points},
        "inverter": {**pick(inverter, INVERTER_KEYS),
                     **pick(inverter["PVObject_Commercial"], COMMERCIAL_KEYS),
                     **pick(inverter["Converter"], CONVERTER_KEYS)},
    }, indent=1))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/fixtures/pvsyst")
