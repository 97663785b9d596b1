"""pvlib's infinite-sheds bifacial numbers for the validation suite [BIF-6].

Run with pvlib from its source (bench/README.md, "pvlib beside the bench"), then commit its output; the
validation suite (tests/shared/reference/pvlib-bifacial-validation.test.ts) checks the engine's
front, rear and global irradiation against it:

    PYTHONPATH=$PVLIB_SRC $PVLIB_PYTHON bench/pvlib/infinite_sheds_reference.py \\
        ../shared/fixtures/weather > tests/shared/reference/pvlib-infinite-sheds.json
    npx biome format --write tests/shared/reference/pvlib-infinite-sheds.json

    PYTHONPATH=$PVLIB_SRC $PVLIB_PYTHON bench/pvlib/infinite_sheds_reference.py --hours

prints instead pvlib's answers for the few hand-written hours of the unit test
(tests/shared/pv/bifacial/sheds-irradiance.test.ts).

Two files, each read as pvlib-reference.json's `time_convention` says: the TMY3 file with the sun
mid-hour (index - 30 min), the PVGIS EPW with its index + 70.566 min (the rows are UTC, the
irradiance time offset of the header applied). The conventions of pvlib-reference.json's `poa`
cases: NREL SPA (numpy) at the file's elevation, pressure from it and the file's air temperature;
Spencer DNI extra (1366.1 W/m2). Per case:
    pvlib.bifacial.infinite_sheds.get_irradiance(tilt, azimuth, apparent_zenith, azimuth_sun,
        gcr=W / P, height=H, pitch=P, ghi, dhi, dni, albedo, model, dni_extra,
        bifaciality=B, shade_factor=-0.02, transmission_factor=0)
summed as kWh/m2 (NaN as 0), months of the physical timestamps: poa_front, poa_back and
poa_global (= front + B (1 + shade_factor) back). The tracker case feeds
pvlib.tracking.singleaxis's angles (NaN at night, counted 0).
"""

import json
import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pvlib
from pvlib.bifacial import infinite_sheds

# (case id, tilt [deg], azimuth [deg], collector width [m], pitch [m], centre height [m], albedo,
#  bifaciality, transposition model)
CASES = [
    ("tilt20_az180_w2_p5_h1.5_alb0.25", 20.0, 180.0, 2.0, 5.0, 1.5, 0.25, 0.7, "haydavies"),
    ("tilt20_az180_w2_p5_h1.5_alb0.25_iso", 20.0, 180.0, 2.0, 5.0, 1.5, 0.25, 0.7, "isotropic"),
    ("tilt30_az180_w2_p4_h1_alb0.6", 30.0, 180.0, 2.0, 4.0, 1.0, 0.6, 0.8, "haydavies"),
]
# A horizontal single-axis tracker, axis north-south, backtracking: its angles from pvlib.
TRACKER = {
    "id": "tracker_ns_max60_backtrack_w2_p5_h1.5_alb0.25",
    "axis_tilt_deg": 0.0,
    "axis_azimuth_deg": 180.0,
    "max_angle_deg": 60.0,
    "backtrack": True,
    "collector_width_m": 2.0,
    "pitch_m": 5.0,
    "height_m": 1.5,
    "albedo": 0.25,
    "bifaciality": 0.7,
    "model": "haydavies",
}
FILES = {
    "greensboro_nc_usa_tmy3": ("723170TYA.CSV", "tmy3"),
    "pvgis_45n_8e_tmy_epw": ("tmy_45.000_8.000_2005_2023.epw", "epw"),
}
EPW_SHIFT_MINUTES = 70.566


def read_weather(path, kind):
    """The file with its index moved to the physical (solar-position) time of each record."""
    if kind == "tmy3":
        data, meta = pvlib.iotools.read_tmy3(path, map_variables=True, coerce_year=None)
        data.index = data.index - pd.Timedelta(minutes=30)
    else:
        data, meta = pvlib.iotools.read_epw(path)
        data.index = data.index + pd.Timedelta(minutes=EPW_SHIFT_MINUTES)
    return data, meta


def kwh(series):
    return float(np.nan_to_num(np.asarray(series, dtype=float)).sum() / 1000)


def monthly(series):
    return [round(float(v) / 1000, 4) for v in series.fillna(0).groupby(series.index.month).sum()]


def pvlib_version():
    """pvlib's version, and its commit when it runs from a git checkout of its source."""
    source = os.path.dirname(os.path.dirname(os.path.abspath(pvlib.__file__)))
    log = subprocess.run(
        ["git", "-C", source, "log", "-1", "--format=%h (%cs)"], capture_output=True, text=True
    )
    commit = log.stdout.strip() if log.returncode == 0 else ""
    return f"{pvlib.__version__}, source {commit}" if commit else pvlib.__version__


def solar_inputs(data, meta):
    """Solar position and extraterrestrial DNI with the conventions of pvlib-reference.json."""
    elevation = meta["altitude"]
    solpos = pvlib.solarposition.get_solarposition(
        data.index,
        meta["latitude"],
        meta["longitude"],
        altitude=elevation,
        pressure=pvlib.atmosphere.alt2pres(elevation),
        temperature=data["temp_air"],
        method="nrel_numpy",
    )
    dni_extra = pvlib.irradiance.get_extra_radiation(data.index, solar_constant=1366.1, method="spencer")
    return solpos, dni_extra


def sheds(data, solar, tilt, azimuth, width, pitch, height, albedo, bifaciality, model):
    solpos, dni_extra = solar
    return infinite_sheds.get_irradiance(
        tilt, azimuth, solpos["apparent_zenith"], solpos["azimuth"],
        gcr=width / pitch, height=height, pitch=pitch,
        ghi=data["ghi"], dhi=data["dhi"], dni=data["dni"], albedo=albedo,
        model=model, dni_extra=dni_extra, bifaciality=bifaciality,
        shade_factor=-0.02, transmission_factor=0,
    )


def sums(irradiance):
    out = {}
    for side in ("front", "back", "global"):
        series = irradiance[f"poa_{side}"]
        out[side] = {"annual_kwh_m2": round(kwh(series), 4), "monthly_kwh_m2": monthly(series)}
    return out


def tracker_case(data, solar):
    solpos, _ = solar
    t = TRACKER
    angles = pvlib.tracking.singleaxis(
        solpos["apparent_zenith"], solpos["azimuth"], axis_tilt=t["axis_tilt_deg"],
        axis_azimuth=t["axis_azimuth_deg"], max_angle=t["max_angle_deg"], backtrack=t["backtrack"],
        gcr=t["collector_width_m"] / t["pitch_m"],
    )
    irradiance = sheds(
        data, solar, angles["surface_tilt"], angles["surface_azimuth"], t["collector_width_m"],
        t["pitch_m"], t["height_m"], t["albedo"], t["bifaciality"], t["model"],
    )
    return {**{k: v for k, v in t.items() if k != "id"}, "shade_factor": -0.02, **sums(irradiance)}


def location_cases(folder, file, kind):
    data, meta = read_weather(os.path.join(folder, file), kind)
    solar = solar_inputs(data, meta)
    cases = {}
    for case_id, tilt, azimuth, width, pitch, height, albedo, bifaciality, model in CASES:
        irradiance = sheds(data, solar, tilt, azimuth, width, pitch, height, albedo, bifaciality, model)
        cases[case_id] = {
            "tilt_deg": tilt, "azimuth_deg": azimuth, "collector_width_m": width, "pitch_m": pitch,
            "height_m": height, "albedo": albedo, "bifaciality": bifaciality, "shade_factor": -0.02,
            "model": model, **sums(irradiance),
        }
    cases[TRACKER["id"]] = tracker_case(data, solar)
    return {"file": file, "cases": cases}


# Hand-written hours for the unit test: (zenith, sun azimuth, GHI, DHI, DNI, DNI extra).
HOURS = [
    (30.0, 180.0, 900.0, 100.0, 923.76, 1400.0),
    (60.0, 120.0, 500.0, 150.0, 700.0, 1380.0),
    (75.0, 260.0, 200.0, 120.0, 309.1, 1360.0),
    (50.0, 30.0, 300.0, 250.0, 77.8, 1360.0),
]


def print_hours():
    """pvlib's front and rear irradiance for the hand-written hours, case 1's rows (tilt 20)."""
    z, az, ghi, dhi, dni, extra = (np.array(column) for column in zip(*HOURS))
    for model in ("isotropic", "haydavies"):
        out = infinite_sheds.get_irradiance(
            20.0, 180.0, z, az, gcr=0.4, height=1.5, pitch=5.0, ghi=ghi, dhi=dhi, dni=dni,
            albedo=0.25, model=model, dni_extra=extra, bifaciality=0.7,
        )
        print(model, json.dumps({k: [float(v) for v in out[k]] for k in ("poa_front", "poa_back", "poa_global")}))


def main():
    if sys.argv[1] == "--hours":
        print_hours()
        return
    folder = sys.argv[1]
    locations = {name: location_cases(folder, file, kind) for name, (file, kind) in FILES.items()}
    print(json.dumps({"pvlib": pvlib_version(), "locations": locations}, indent=1))


if __name__ == "__main__":
    main()
