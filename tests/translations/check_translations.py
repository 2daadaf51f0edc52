#!/usr/bin/env python3
"""Checks a Qt Linguist .ts file of WR Studio and exits 1 on the first kind of
fault it lists:
  - a message left unfinished or empty (with --plurals-only, as the English
    file is, only the messages with plural forms count);
  - a translation whose placeholders (%1, %L1, %n, %Ln, %v, %m) are not those
    of its source, or with a number of plural forms other than its language's;
  - with --lupdate and --project, messages that lupdate run on today's sources
    would add or drop: the file is stale and 'ninja wrstudio_lupdate' is due.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%(?:L?\d+|L?n|v|m)')
# How many plural forms Qt's numerus rules give each language.
PLURAL_FORMS = {'en': 2, 'ko': 1, 'vi': 1}


def messages(path):
    """(context, source, comment, numerus) -> the <translation> element."""
    found = {}
    for context in ET.parse(path).getroot().iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            key = (name, message.findtext('source') or '', message.findtext('comment') or '',
                   message.get('numerus') == 'yes')
            found[key] = message.find('translation')
    return found


def language(path):
    return (ET.parse(path).getroot().get('language') or '').split('_')[0]


def describe(key):
    context, source, comment, _ = key
    return '%s: "%s"%s' % (context, source.replace('\n', '\\n'), ' (%s)' % comment if comment else '')


def check_translations(path, plurals_only):
    faults = []
    forms_expected = PLURAL_FORMS.get(language(path))
    for key, translation in messages(path).items():
        source, numerus = key[1], key[3]
        if plurals_only and not numerus:
            continue
        if translation is None or translation.get('type') in ('obsolete', 'vanished'):
            faults.append('no translation: ' + describe(key))
            continue
        forms = [form.text or '' for form in translation.iter('numerusform')] if numerus else [translation.text or '']
        if translation.get('type') == 'unfinished' or not all(form.strip() for form in forms):
            faults.append('unfinished: ' + describe(key))
            continue
        if numerus and forms_expected is not None and len(forms) != forms_expected:
            faults.append('%d plural forms instead of %d: %s' % (len(forms), forms_expected, describe(key)))
        wanted = collections.Counter(PLACEHOLDER.findall(source))
        for form in forms:
            if collections.Counter(PLACEHOLDER.findall(form)) != wanted:
                faults.append('placeholders differ in "%s": %s' % (form.replace('\n', '\\n'), describe(key)))
    return faults


def check_current(path, lupdate, project):
    """The messages lupdate would add to or drop from a copy of the file."""
    with tempfile.TemporaryDirectory() as work:
        with open(project, encoding='utf-8') as file:
            settings = json.load(file)
        # Only the copy is updated, whatever files the project names.
        settings['translations'] = []
        copy_project = os.path.join(work, 'project.json')
        with open(copy_project, 'w', encoding='utf-8') as file:
            json.dump(settings, file)
        copy = os.path.join(work, os.path.basename(path))
        shutil.copyfile(path, copy)
        run = subprocess.run([lupdate, '-silent', '-project', copy_project, '-ts', copy, '-no-obsolete',
                              '-locations', 'none'], capture_output=True, text=True)
        if run.returncode != 0:
            return ['lupdate failed: ' + run.stderr]
        before, after = set(messages(path)), set(messages(copy))
    return (['new in the sources: ' + describe(key) for key in sorted(after - before)] +
            ['gone from the sources: ' + describe(key) for key in sorted(before - after)])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('ts', help='the .ts file')
    parser.add_argument('--plurals-only', action='store_true',
                        help='only messages with plural forms need a translation (the source language)')
    parser.add_argument('--lupdate', help='the lupdate program')
    parser.add_argument('--project', help="lupdate's project file (JSON) of the application's sources")
    arguments = parser.parse_args()
    faults = check_translations(arguments.ts, arguments.plurals_only)
    if arguments.lupdate and arguments.project:
        faults += check_current(arguments.ts, arguments.lupdate, arguments.project)
    for fault in faults:
        print('%s: %s' % (os.path.basename(arguments.ts), fault))
    if faults:
        print('%s: %d fault(s)' % (os.path.basename(arguments.ts), len(faults)))
    return 1 if faults else 0


if __name__ == '__main__':
    sys.exit(main())
