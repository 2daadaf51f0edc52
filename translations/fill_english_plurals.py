#!/usr/bin/env python3
# Fills the English plural forms of every numerus message of a .ts file that
# has none: "(s)" and "(ies)" spelled out for one and for many.
import re, sys

SPECIAL = {
    '%1 of %Ln change(s) were written; &quot;%2&quot; was not: ':
        ('%1 of %Ln change was written; &quot;%2&quot; was not: ',
         '%1 of %Ln changes were written; &quot;%2&quot; was not: '),
    'Delete %n entries': ('Delete %n entry', 'Delete %n entries'),
}

def forms(source):
    if source in SPECIAL:
        return SPECIAL[source]
    one = source.replace('y(ies)', 'y').replace('(es)', '').replace('(s)', '')
    many = source.replace('y(ies)', 'ies').replace('(es)', 'es').replace('(s)', 's')
    return one, many

def fill(match):
    block = match.group(0)
    source = re.search(r'<source>(.*?)</source>', block, re.S).group(1)
    present = re.findall(r'<numerusform>(.*?)</numerusform>', block, re.S)
    if len(present) == 2 and all(present):
        one, many = present
    else:
        one, many = forms(source)
    translation = ('<translation>\n            <numerusform>%s</numerusform>\n'
                   '            <numerusform>%s</numerusform>\n        </translation>' % (one, many))
    return re.sub(r'<translation.*?</translation>', lambda _: translation, block, flags=re.S)

path = sys.argv[1]
text = open(path, encoding='utf-8').read()
text = re.sub(r'<message numerus="yes">.*?</message>', fill, text, flags=re.S)
open(path, 'w', encoding='utf-8').write(text)
